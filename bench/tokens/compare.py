"""Before/after tables (markdown) of two bench/tokens runs.

    python bench/tokens/compare.py bench/tokens/before-1359ea3.json bench/results/tokens-<time>.json
"""

import json
import sys

DOORS = {
    "http": "HTTP listing (`format=openai`)",
    "mcp": "MCP, `/mcp`",
    "mcp-stdio": "MCP, stdio session",
}


def row(before, after, door, enc):
    b, a = before["doors"].get(door), after["doors"].get(door)
    if not (b and a):
        return None
    pb, pa = b[enc], a[enc]
    served_b = f"{pb['served']:,}" if door != "http" else "="
    served_a = f"{pa['served']:,}" if door != "http" else "="
    return (f"| {DOORS[door]} | {pb['definitions']:,} → **{pa['definitions']:,}** | {served_b} → {served_a} "
            f"| {pb['definitions_cached']:,} → {pa['definitions_cached']:,} | {pb['calls']:,} → {pa['calls']:,} "
            f"| {pb['results']:,} → {pa['results']:,} | {pa['discovery']:,} ({a['discovery_requests']} req.) "
            f"| {pb['total']:,} → **{pa['total']:,}** | {pb['ratio_to_free_text']} → **{pa['ratio_to_free_text']}** |")


def main():
    before, after = (json.load(open(p)) for p in sys.argv[1:3])
    for enc in ("o200k_base", "cl100k_base"):
        for scenario, b in before["scenarios"].items():
            a = after["scenarios"][scenario]
            print(f"\n**{scenario}**, {enc} (free-text baseline {a['baseline']:,}; seed's tool estimate "
                  f"{a['seed_estimate']:,})\n")
            print("| door | definitions sent with the requests | MCP as served | with a prompt cache | calls "
                  "| results | of which discovery | total | × free text |")
            print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
            for door in DOORS:
                line = row(b, a, door, enc)
                if line:
                    print(line)


if __name__ == "__main__":
    main()
