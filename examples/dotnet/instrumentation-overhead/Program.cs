// Seed 000: the ASP.NET Core weatherforecast API, with OpenTelemetry's tracing, its metrics and
// a bare DiagnosticSource subscription each switched on by an environment variable, so the
// five builds of the seed are one published app started five ways:
//   OTEL_TRACES=on          tracing of every request (ASP.NET Core instrumentation)
//   OTEL_METRICS=on         the http.server.* metrics (ASP.NET Core instrumentation)
//   DIAGNOSTIC_LISTENER=on  a subscriber to ASP.NET Core's DiagnosticSource events that does
//                           nothing with them: the cost of subscribing alone
// Listens on the URL given by --urls (perf-gate passes http://127.0.0.1:{port}).
using System.Diagnostics;
using OpenTelemetry;
using OpenTelemetry.Metrics;
using OpenTelemetry.Trace;

var builder = WebApplication.CreateBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);

bool On(string name) => string.Equals(Environment.GetEnvironmentVariable(name), "on", StringComparison.OrdinalIgnoreCase);
var traces = On("OTEL_TRACES");
var metrics = On("OTEL_METRICS");

if (traces || metrics)
{
    var telemetry = builder.Services.AddOpenTelemetry();
    // Spans and metric points go through the SDK's real export pipeline (a batch processor, a
    // periodic reader) to an exporter that drops them: the instrumentation is what is measured,
    // not a collector on the other end of a socket.
    if (traces)
        telemetry.WithTracing(tracing => tracing
            .AddAspNetCoreInstrumentation()
            .AddProcessor(new BatchActivityExportProcessor(new DroppingExporter<Activity>())));
    if (metrics)
        telemetry.WithMetrics(meters => meters
            .AddAspNetCoreInstrumentation()
            .AddReader(new PeriodicExportingMetricReader(new DroppingExporter<Metric>(), exportIntervalMilliseconds: 10_000)));
}

if (On("DIAGNOSTIC_LISTENER"))
    DiagnosticListener.AllListeners.Subscribe(new SubscribeToAspNetCore());

var app = builder.Build();

string[] summaries = ["Freezing", "Bracing", "Chilly", "Cool", "Mild", "Warm", "Balmy", "Hot", "Sweltering", "Scorching"];

app.MapGet("/weatherforecast", () =>
    Enumerable.Range(1, 5).Select(index => new WeatherForecast(
        DateOnly.FromDateTime(DateTime.Now.AddDays(index)),
        Random.Shared.Next(-20, 55),
        summaries[Random.Shared.Next(summaries.Length)])).ToArray());

app.MapGet("/health", () => "ok");

app.Run();

record WeatherForecast(DateOnly Date, int TemperatureC, string? Summary)
{
    public int TemperatureF => 32 + (int)(TemperatureC / 0.5556);
}

/// <summary>Accepts every batch and keeps nothing.</summary>
sealed class DroppingExporter<T> : BaseExporter<T> where T : class
{
    public override ExportResult Export(in Batch<T> batch) => ExportResult.Success;
}

/// <summary>
/// Subscribes to ASP.NET Core's DiagnosticListener and ignores every event, as the seed's fifth
/// build did ("without activity/metric enrichment"): ASP.NET Core then creates an Activity and
/// writes its events for each request because someone listens.
/// </summary>
sealed class SubscribeToAspNetCore : IObserver<DiagnosticListener>, IObserver<KeyValuePair<string, object?>>
{
    public void OnNext(DiagnosticListener listener)
    {
        if (listener.Name == "Microsoft.AspNetCore") listener.Subscribe(this);
    }

    public void OnNext(KeyValuePair<string, object?> diagnosticEvent) { }
    public void OnCompleted() { }
    public void OnError(Exception error) { }
}
