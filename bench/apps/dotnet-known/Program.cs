// The bench's known costs on ASP.NET Core (bench/lib/dotnet-known.ts): a minimal API whose
// variants add a fixed amount of work, so that a design's estimate can be checked against a
// known answer, not only for noise:
//   PATH_WORK=N    N rounds of a fixed loop on the request path, in every request
//   THREAD_WORK=N  a background thread of its own doing N rounds every 10 ms, off the path
// A round is the same arithmetic whatever the machine; its time is what it costs there.
// Listens on the URL given by --urls.
var builder = WebApplication.CreateBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);
var app = builder.Build();

int Work(string name) => int.TryParse(Environment.GetEnvironmentVariable(name), out var n) ? n : 0;
var pathWork = Work("PATH_WORK");
var threadWork = Work("THREAD_WORK");

if (threadWork > 0)
    new Thread(() =>
    {
        while (true)
        {
            Known.Spin(threadWork);
            Thread.Sleep(10);
        }
    }) { IsBackground = true, Name = "known-thread-cost" }.Start();

app.MapGet("/", () => pathWork > 0 ? $"ok {Known.Spin(pathWork)}" : "ok");
app.MapGet("/health", () => "ok");
app.Run();

static class Known
{
    /// <summary>A fixed amount of arithmetic the JIT cannot drop: its result is used.</summary>
    public static ulong Spin(int rounds)
    {
        ulong x = 88172645463325252UL;
        for (var i = 0; i < rounds * 1000; i++)
        {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
        }
        return x;
    }
}
