#!/usr/bin/env python3
"""Prints the benchmark's figures, ratios and targets from one results
directory of bench/run.sh, and writes them to summary.json / summary.md."""

import json
import re
import sys
from pathlib import Path


def percentile(sorted_values, p):
    if not sorted_values:
        return 0.0
    rank = max(1, min(len(sorted_values), int(-(-len(sorted_values) * p // 1))))
    return sorted_values[rank - 1]


def pgbench(out):
    text = (out / "pgbench.txt").read_text()
    tps = float(re.search(r"^tps = ([0-9.]+)", text, re.M).group(1))
    # Per-transaction log: client, txn, latency (µs), script, epoch, µs.
    latencies = sorted(
        int(line.split()[2]) / 1000.0 for line in (out / "pgbench.log").read_text().splitlines()
    )
    return {
        "per_s": tps,
        "p50": percentile(latencies, 0.50),
        "p99": percentile(latencies, 0.99),
        "p999": percentile(latencies, 0.999),
    }


def pgbench_cpu_ms_per_transaction(out):
    """Postgres's CPU (every backend's, read by loadgen around pgbench) per
    transaction pgbench completed."""
    text = (out / "pgbench.txt").read_text()
    transactions = int(re.search(r"number of transactions actually processed: (\d+)", text).group(1))
    cpu = json.loads((out / "pgbench-cpu.json").read_text())["watched_cpu_seconds"]["postgres"]
    return cpu * 1000.0 / max(transactions, 1)


def group_commit_fill(out, name):
    """Appends per group-commit transaction over the server's life so far
    (`decisiond_group_commit_batch_size` sum / count), or None."""
    path = out / name
    if not path.exists():
        return None
    values = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^decisiond_group_commit_batch_size_(sum|count)(?:\{[^}]*\})? ([0-9.e+-]+)$", line)
        if m:
            values[m.group(1)] = values.get(m.group(1), 0.0) + float(m.group(2))
    if not values.get("count"):
        return None
    return values["sum"] / values["count"]


def load(out, name):
    return json.loads((out / f"{name}.json").read_text())


def against_baseline(out, dl, half):
    """This build over the baseline's (BENCH_BASELINE), run for run."""
    base, base_half = load(out, "baseline-decisiond-max"), load(out, "baseline-decisiond-half")

    def per_call(run, what):
        calls = max(run["tool_calls"], 1)
        if what == "server":
            return run["server"]["cpu_seconds"] * 1000.0 / calls
        return run["watched_cpu_seconds"].get("postgres", 0.0) * 1000.0 / calls

    def get_p99(run):
        return run["operations"].get("get_pugh", {"p99": 0.0})["p99"]

    figures = [
        ("tool calls/s, maximum rate", base["tool_calls_per_s"], dl["tool_calls_per_s"]),
        ("CPU ms per tool call (server + Postgres)", base["cpu_ms_per_tool_call"], dl["cpu_ms_per_tool_call"]),
        ("server CPU ms per tool call", per_call(base, "server"), per_call(dl, "server")),
        ("Postgres CPU ms per tool call", per_call(base, "postgres"), per_call(dl, "postgres")),
        ("CPU ms per tool call at half rate", base_half["cpu_ms_per_tool_call"], half["cpu_ms_per_tool_call"]),
        ("p99 ms at half rate", base_half["latency_ms"]["p99"], half["latency_ms"]["p99"]),
        ("read-model GET p99 ms at half rate", get_p99(base_half), get_p99(half)),
        ("read-your-writes lag p99 ms at half rate", base_half["read_your_write_ms"]["p99"],
         half["read_your_write_ms"]["p99"]),
    ]
    lines = ["| this build vs the baseline (same run) | baseline | this build | ratio |", "|---|---:|---:|---:|"]
    for name, before, after in figures:
        ratio = after / before if before else float("nan")
        lines.append(f"| {name} | {before:,.3f} | {after:,.3f} | {ratio:.2f}x |")
    return lines


def main():
    out = Path(sys.argv[1])
    limit = pgbench(out)
    peer = load(out, "peer")
    dl = load(out, "decisiond-max")
    half = load(out, "decisiond-half")
    big = load(out, "decisiond-big")
    relay = load(out, "relay")
    longcycle = load(out, "longcycle")
    rebuild = [json.loads(l) for l in (out / "rebuild.jsonl").read_text().splitlines() if l.strip()]
    rebuildbench = [json.loads(l) for l in (out / "rebuildbench.jsonl").read_text().splitlines() if l.strip()]

    def row(name, per_s, lat, cpu=None, pg=None, rss=None):
        return {"name": name, "per_s": per_s, "p50": lat["p50"], "p99": lat["p99"],
                "p999": lat["p999"], "server_cpu": cpu, "postgres_cpu": pg, "peak_rss_mib": rss}

    rows = [
        row("pgbench (one JSONB row per transaction)", limit["per_s"], limit),
        row("cqrs-es + postgres-es peer", peer["tool_calls_per_s"], peer["latency_ms"],
            peer["server"]["cpu_percent_of_one_core"], peer["watched_cpu_percent_of_one_core"].get("postgres"),
            peer["server"]["peak_rss_mib"]),
        row("Decision Ledger", dl["tool_calls_per_s"], dl["latency_ms"],
            dl["server"]["cpu_percent_of_one_core"], dl["watched_cpu_percent_of_one_core"].get("postgres"),
            dl["server"]["peak_rss_mib"]),
    ]
    gets = half["operations"].get("get_pugh", {"p99": 0.0})
    pgbench_cpu = pgbench_cpu_ms_per_transaction(out)
    dl_cpu = dl.get("cpu_ms_per_tool_call") or 0.0
    # The paced rate counts every request the clients send (GETs too).
    half_achieved = sum(op["per_s"] for op in half["operations"].values())
    half_requested = half["target_rate_per_s"]
    figures = {
        "ratio_vs_pgbench": dl["tool_calls_per_s"] / limit["per_s"],
        "ratio_vs_peer": dl["tool_calls_per_s"] / max(peer["tool_calls_per_s"], 1e-9),
        "half_rate_tool_calls_per_s": half["tool_calls_per_s"],
        "half_rate_requested_per_s": half_requested,
        "half_rate_achieved_per_s": half_achieved,
        "cpu_ms_per_tool_call": dl_cpu,
        "cpu_ms_per_tool_call_peer": peer.get("cpu_ms_per_tool_call"),
        "cpu_ms_per_tool_call_half_rate": half.get("cpu_ms_per_tool_call"),
        "pgbench_postgres_cpu_ms_per_transaction": pgbench_cpu,
        "cpu_ratio_vs_pgbench": dl_cpu / max(pgbench_cpu, 1e-9),
        "group_commit_appends_per_transaction_max_rate": group_commit_fill(out, "decisiond-max-metrics.txt"),
        "group_commit_appends_per_transaction_all": group_commit_fill(out, "decisiond-metrics.txt"),
        "half_rate_p99_ms": half["latency_ms"]["p99"],
        "projection_lag_p99_ms": half["read_your_write_ms"]["p99"],
        "read_model_get_p99_ms": gets["p99"],
        "rebuild_events_per_s": {r["projection"]: r["events_per_second"] for r in rebuild},
        "rebuildbench": rebuildbench,
        "relay_events_per_s": relay["events_per_second"],
        "relay_verified": relay.get("verified"),
        "append_latency_by_cycle_length": longcycle["sizes"],
        "peak_rss_mib_big": big["server"]["peak_rss_mib"],
        "big_cycles": big["cycles"],
        "errors": {"peer": peer["errors"], "decisiond": dl["errors"], "half": half["errors"], "big": big["errors"]},
    }
    targets = [
        ("tool calls/s vs pgbench", figures["ratio_vs_pgbench"], ">=", 1.0, "x"),
        ("tool calls/s vs cqrs-es peer", figures["ratio_vs_peer"], ">=", 3.0, "x"),
        (f"open loop at half rate: achieved of {half_requested:,.0f} requested/s", half_achieved, ">=",
         0.99 * half_requested, "requests/s"),
        ("server + Postgres CPU per tool call, over pgbench's Postgres CPU per transaction "
         f"({dl_cpu:.3f} ms / {pgbench_cpu:.3f} ms)", figures["cpu_ratio_vs_pgbench"], "<=", 2.0, "x"),
        ("p99 at half the max rate", figures["half_rate_p99_ms"], "<=", 10.0, "ms"),
        ("projection lag p99 at half rate", figures["projection_lag_p99_ms"], "<=", 25.0, "ms"),
        *[(f"rebuild {p} ({n:,} benchmark events)", v, ">=", 100_000.0, "events/s")
          for p, v in figures["rebuild_events_per_s"].items()
          for n in [next(r["events"] for r in rebuild if r["projection"] == p)]],
        *[(f"rebuild {r['projection']} ({r['events']:,} generated events)", r["rebuild_per_second"], ">=",
           100_000.0, "events/s") for r in rebuildbench],
        ("relay to JetStream" + ("" if relay.get("verified") else " (NOT verified: see relay-verify.txt)"),
         figures["relay_events_per_s"] if relay.get("verified") else 0.0, ">=", 20_000.0, "events/s"),
        ("read-model GET p99", figures["read_model_get_p99_ms"], "<=", 2.0, "ms"),
        # The 150 MB is 143.05 MiB (the RSS is read in KiB).
        (f"peak RSS, {big['cycles']} cycles (150 MB = 143 MiB)", figures["peak_rss_mib_big"] or 0, "<=",
         150e6 / 2**20, "MiB"),
    ]

    lines = [f"results: {out}", (out / "machine.txt").read_text().rstrip(), ""]
    lines.append("| run | tool calls/s | p50 ms | p99 ms | p99.9 ms | server CPU % | postgres CPU % | peak RSS MiB |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        fmt = lambda v: "–" if v is None else (f"{v:,.0f}" if isinstance(v, (int, float)) and v >= 100 else f"{v}")
        lines.append(f"| {r['name']} | {r['per_s']:,.0f} | {r['p50']:.2f} | {r['p99']:.2f} | {r['p999']:.2f} "
                     f"| {fmt(r['server_cpu'])} | {fmt(r['postgres_cpu'])} | {fmt(r['peak_rss_mib'])} |")
    lines.append("")
    lines.append("| target | measured | goal | met |")
    lines.append("|---|---:|---:|:---:|")
    for name, value, op, goal, unit in targets:
        met = value >= goal if op == ">=" else value <= goal
        shown = f"{value:,.2f}" if value < 100 else f"{value:,.0f}"
        lines.append(f"| {name} | {shown} {unit} | {op} {goal:,g} {unit} | {'yes' if met else 'NO'} |")
    lines.append("")
    lines.append("| events in the cycle | p50 ms (cache) | p99 ms (cache) | p50 ms (no cache) | p99 ms (no cache) |")
    lines.append("|---:|---:|---:|---:|---:|")
    for size in longcycle["sizes"]:
        s, r = size["server"], size.get("reference", {})
        lines.append(f"| {size['events']:,} | {s['p50']:.2f} | {s['p99']:.2f} | {r.get('p50', 0):.2f} | {r.get('p99', 0):.2f} |")
    lines.append("")
    lines.append("| rebuildbench | events | rebuild events/s | live worker from 0 | ratio | "
                 "rebuild, event by event | ratio |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|")
    for r in rebuildbench:
        lines.append(f"| {r['projection']} | {r['events']:,} | {r['rebuild_per_second']:,.0f} "
                     f"| {r['worker_per_second']:,.0f} | {r['ratio_to_worker']:.1f}x "
                     f"| {r['event_by_event_per_second']:,.0f} | {r['ratio_to_event_by_event']:.1f}x |")
    lines.append("")
    if (out / "baseline-decisiond-max.json").exists():
        lines.extend(against_baseline(out, dl, half))
        lines.append("")
    fill = figures["group_commit_appends_per_transaction_max_rate"]
    half_cpu = figures["cpu_ms_per_tool_call_half_rate"]
    if half_cpu is not None:
        lines.append(f"CPU per tool call at half rate (server + Postgres, GETs included): {half_cpu:.3f} ms")
    lines.append("group commit: " + ("no batches recorded" if fill is None else
                 f"{fill:.2f} appends per transaction at the maximum rate, "
                 f"{figures['group_commit_appends_per_transaction_all'] or 0:.2f} over the server's life"))
    lines.append(f"errors: {figures['errors']}")
    text = "\n".join(lines)
    print(text)
    (out / "summary.md").write_text(text + "\n")
    (out / "summary.json").write_text(json.dumps({"rows": rows, "figures": figures}, indent=2) + "\n")


if __name__ == "__main__":
    main()
