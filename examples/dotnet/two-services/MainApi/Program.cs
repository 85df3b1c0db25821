// Seed 001's main API: GET /orders asks the node API (BACKEND_URL) to process an order and
// answers with its reply. BACKEND_PROTOCOL picks the contract: `http` (JSON over HTTP/1.1,
// pooled keep-alive connections) or `grpc` (one HTTP/2 channel, calls multiplexed on it).
// Listens on the URL given by --urls.
using System.Net;
using Grpc.Net.Client;
using TwoServices;

var backendUrl = Environment.GetEnvironmentVariable("BACKEND_URL")
    ?? throw new ArgumentException("BACKEND_URL is not set; set it to the node API's address, e.g. http://127.0.0.1:7001.");
var protocol = Environment.GetEnvironmentVariable("BACKEND_PROTOCOL") ?? "http";

var builder = WebApplication.CreateBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);
var app = builder.Build();

var orderIds = 0;
switch (protocol)
{
    case "http":
        var http = new HttpClient(new SocketsHttpHandler { PooledConnectionLifetime = TimeSpan.FromMinutes(5) })
        {
            BaseAddress = new Uri(backendUrl),
            DefaultRequestVersion = HttpVersion.Version11,
        };
        app.MapGet("/orders", async () =>
        {
            using var reply = await http.GetAsync($"/process?order={Interlocked.Increment(ref orderIds)}");
            reply.EnsureSuccessStatusCode();
            return Results.Text(await reply.Content.ReadAsStringAsync(), "application/json");
        });
        break;
    case "grpc":
        // Several HTTP/2 connections once one's stream limit (100) is reached, as a busy client needs.
        var channel = GrpcChannel.ForAddress(backendUrl, new GrpcChannelOptions
        {
            HttpHandler = new SocketsHttpHandler { EnableMultipleHttp2Connections = true },
        });
        var processor = new Processor.ProcessorClient(channel);
        app.MapGet("/orders", async () =>
        {
            var reply = await processor.ProcessAsync(new ProcessRequest { OrderId = Interlocked.Increment(ref orderIds) });
            return Results.Json(new { orderId = reply.OrderId, delayMs = reply.DelayMs });
        });
        break;
    default:
        throw new ArgumentException($"BACKEND_PROTOCOL is \"{protocol}\"; set it to \"http\" or \"grpc\".");
}

app.MapGet("/health", () => "ok");
app.Run();
