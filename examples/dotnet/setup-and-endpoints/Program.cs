// Seed 003: a counter in a one-row SQLite table, incremented by many concurrent requests in two
// ways. /simple calls the data-access code straight from the request handler, so 100 requests
// compete for SQLite's write lock; /orleans sends the request through one grain, which Orleans
// runs one call at a time, so the writes queue in memory instead of on the database's lock.
// /setup creates the table with its row (the seed's "Setup the database"). A single silo with
// localhost clustering, as in the seed. Listens on the URL given by --urls.
//
// The database file (DB_PATH, default demo.db in the working folder) is removed at start: every
// start begins without the table, as the seed's first run did, so a request before /setup fails.
using Microsoft.Data.Sqlite;
using Orleans.Configuration;

var database = new CounterTable(Environment.GetEnvironmentVariable("DB_PATH") ?? "demo.db");
database.Remove();

var builder = WebApplication.CreateBuilder(args);
builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.Services.AddSingleton(database);
builder.Host.UseOrleans(silo =>
{
    // Orleans' fixed ports (11111, 30000) would collide when two runs share a machine (two
    // jobs, or a slow stop overlapping the next start): the silo port is picked free at start
    // (Orleans refuses 0), and no gateway is opened, as the only client lives in this process.
    silo.UseLocalhostClustering(siloPort: FreePort(), gatewayPort: 0);
});

var app = builder.Build();

app.MapGet("/setup", (CounterTable table) =>
{
    // Said on the app's output (perf-gate keeps it in the trial's log): a setup after a warm-up
    // finds the warm-up's writes, so the log shows which state each measured window started from.
    var previous = table.Reset();
    Console.WriteLine(previous is null ? "setup: table created" : $"setup: table created again (the counter was at {previous})");
    return "ok";
});
app.MapGet("/simple", (CounterTable table) => table.Increment());
app.MapGet("/orleans", (IGrainFactory grains) => grains.GetGrain<ICounterGrain>(0).Increment());
app.MapGet("/health", () => "ok");
app.Run();

static int FreePort()
{
    var listener = new System.Net.Sockets.TcpListener(System.Net.IPAddress.Loopback, 0);
    listener.Start();
    var port = ((System.Net.IPEndPoint)listener.LocalEndpoint).Port;
    listener.Stop();
    return port;
}

/// <summary>The data-access code both endpoints share: no ORM, one connection per call.</summary>
public sealed class CounterTable(string path)
{
    private readonly string connectionString = new SqliteConnectionStringBuilder { DataSource = path, Pooling = false }.ToString();

    public void Remove()
    {
        foreach (var file in new[] { path, $"{path}-journal", $"{path}-wal", $"{path}-shm" })
            File.Delete(file);
    }

    /// <summary>Creates the table with its one row at 0; returns the value it replaced, if any.</summary>
    public long? Reset()
    {
        using var connection = Open();
        using var command = connection.CreateCommand();
        long? previous = null;
        command.CommandText = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'counter';";
        if ((long)command.ExecuteScalar()! > 0)
        {
            command.CommandText = "SELECT value FROM counter WHERE id = 1;";
            previous = (long?)command.ExecuteScalar();
        }
        command.CommandText =
            "DROP TABLE IF EXISTS counter; CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL); INSERT INTO counter VALUES (1, 0);";
        command.ExecuteNonQuery();
        return previous;
    }

    /// <summary>Adds one to the counter and returns the new value, in one write transaction.</summary>
    public long Increment()
    {
        using var connection = Open();
        using var transaction = connection.BeginTransaction();
        using var update = connection.CreateCommand();
        update.CommandText = "UPDATE counter SET value = value + 1 WHERE id = 1 RETURNING value;";
        var value = (long)update.ExecuteScalar()!;
        transaction.Commit();
        return value;
    }

    private SqliteConnection Open()
    {
        var connection = new SqliteConnection(connectionString);
        connection.Open();
        return connection;
    }
}

public interface ICounterGrain : IGrainWithIntegerKey
{
    Task<long> Increment();
}

/// <summary>One activation, one call at a time: the same write, without lock contention.</summary>
public sealed class CounterGrain(CounterTable table) : Grain, ICounterGrain
{
    public Task<long> Increment() => Task.FromResult(table.Increment());
}
