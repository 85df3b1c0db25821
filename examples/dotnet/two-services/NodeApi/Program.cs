// Seed 001's "node API": the back end that the main API calls. Each call simulates 100-120 ms of
// data processing (a wait, not CPU work, as in the seed). BACKEND_PROTOCOL says how it is
// reached: `http` serves GET /process over HTTP/1.1, `grpc` serves the Processor service over
// HTTP/2 without TLS (gRPC's transport on a loopback port). perf-gate gives every service of a
// variant the variant's env, so the main API and this one always agree on the protocol.
// Listens on the URL given by --urls.
using Microsoft.AspNetCore.Server.Kestrel.Core;
using TwoServices;

var grpc = Backend.Protocol() == "grpc";

var builder = WebApplication.CreateBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.WebHost.ConfigureKestrel(kestrel => kestrel.ConfigureEndpointDefaults(endpoint =>
    endpoint.Protocols = grpc ? HttpProtocols.Http2 : HttpProtocols.Http1));
if (grpc) builder.Services.AddGrpc();

var app = builder.Build();
if (grpc)
    app.MapGrpcService<ProcessorService>();
else
    app.MapGet("/process", async (int order) => new { orderId = order, delayMs = await Backend.Process() });
app.Run();

static class Backend
{
    public static string Protocol()
    {
        var protocol = Environment.GetEnvironmentVariable("BACKEND_PROTOCOL") ?? "http";
        if (protocol is not ("http" or "grpc"))
            throw new ArgumentException($"BACKEND_PROTOCOL is \"{protocol}\"; set it to \"http\" or \"grpc\".");
        return protocol;
    }

    /// <summary>The seed's data processing: 100-120 ms, spent waiting.</summary>
    public static async Task<int> Process()
    {
        var delayMs = Random.Shared.Next(100, 121);
        await Task.Delay(delayMs);
        return delayMs;
    }
}

sealed class ProcessorService : Processor.ProcessorBase
{
    public override async Task<ProcessReply> Process(ProcessRequest request, Grpc.Core.ServerCallContext context) =>
        new() { OrderId = request.OrderId, DelayMs = await Backend.Process() };
}
