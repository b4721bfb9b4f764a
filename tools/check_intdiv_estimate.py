"""Check the lemma behind semantics/isa/sass/intdiv_lowering.py for every 32-bit divisor.

ptxas divides N by D (unsigned) through a reciprocal estimate E computed from MUFU.RCP of D converted to f32
rounding up.  The reading as exact division needs 2^32 - 2D <= E*D <= 2^32 for every D >= 1 and every value
MUFU.RCP may return.  PTX documents rcp.approx.f32 to 1 ulp.  A float within 1 ulp of the exact 1/x is at
most one bit step above the correctly rounded reciprocal, and at most two below it (below a power of two the
ulp halves), so ULPS is that band.  (Two steps above already fails, at D = 3: the lemma needs the bound.)
The signed division's magnitude converts to the same float for D < 2^31; D = 2^31 is the
module doc's separate case.

Usage: python tools/check_intdiv_estimate.py [--sample K]   (exhaustive by default: a few minutes)
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np

ULPS = (-2, -1, 0, 1)
TWO32 = np.uint64(1 << 32)
CHUNK = 1 << 22


def rp_f32(d: np.ndarray) -> np.ndarray:
    """d (uint64, < 2^32) converted to f32 rounding toward +inf (I2F.U32.RP)."""
    f = d.astype(np.float32)
    low = f.astype(np.float64) < d.astype(np.float64)
    f[low] = np.nextafter(f[low], np.float32(np.inf))
    return f


def refined_estimate(d: np.ndarray, y: np.ndarray) -> np.ndarray:
    """E from the reciprocal y of d, as ptxas's instructions compute it (IADD3, F2I.U32.TRUNC, IMAD, IMAD.HI)."""
    bits = (y.view(np.uint32).astype(np.uint64) + np.uint64(0x0FFFFFFE)) & np.uint64(0xFFFFFFFF)
    z = bits.astype(np.uint32).view(np.float32).astype(np.float64)
    e = np.clip(np.trunc(z), 0, 2.0 ** 32 - 1).astype(np.uint64)  # every z here is positive and normal
    m = ((TWO32 - e) * d) & np.uint64(0xFFFFFFFF)  # -e * D, 32 bits
    return ((e << np.uint64(32)) + e * m) >> np.uint64(32)  # hi of (e:0) + e*m, wrapping in 64 bits


def bad_divisors(d: np.ndarray) -> np.ndarray:
    """The divisors in d for which some reciprocal in the band gives E outside [2^32 - 2D, 2^32] / D."""
    y0 = np.float32(1.0) / rp_f32(d)
    bad = np.zeros(d.shape, dtype=bool)
    for k in ULPS:
        y = (y0.view(np.uint32).astype(np.int64) + k).astype(np.uint32).view(np.float32)
        prod = refined_estimate(d, y) * d  # < 2^64: both factors are below 2^32
        bad |= (prod > TWO32) | (prod + d + d < TWO32)
    return d[bad]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=0, help="check K random divisors and the edges instead of all")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    if args.sample:
        rng = np.random.default_rng(0)
        edges = np.array([1, 2, 3, 7, 1 << 16, (1 << 24) + 1, (1 << 31) - 1, 1 << 31, (1 << 32) - 1], np.uint64)
        chunks = [np.concatenate([edges, rng.integers(1, 1 << 32, args.sample, dtype=np.uint64)])]
    else:
        chunks = (np.arange(max(lo, 1), lo + CHUNK, dtype=np.uint64) for lo in range(0, 1 << 32, CHUNK))
    checked, bad = 0, []
    for d in chunks:
        checked += d.size
        bad.extend(bad_divisors(d)[:10].tolist())
    print(f"divisors checked: {checked}, reciprocal band: {ULPS} bit steps, failures: {len(bad)} "
          f"({time.perf_counter() - t0:.1f} s)")
    for d in bad[:10]:
        print(f"  fails at D = {d}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
