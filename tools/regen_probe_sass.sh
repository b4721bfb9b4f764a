#!/usr/bin/env bash
# Regenerates tests/data/gpu_probes/ (the CUDA source and the nvdisasm listing of a few probes of
# tools/gpu_probes.py) with the real NVIDIA tools: nvcc -cubin -O3 -arch=sm_90, then nvdisasm.
# Re-run it and commit the result whenever tools/gpu_probes.py changes one of these probes or the prelude.
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/data/gpu_probes
rm -f "$out"/*.cu "$out"/*.sass
python tools/validate_on_gpu.py --dry-run --arch sm_90 --only iadd3 --only fadd --only imad_wide --only u_add --only dadd \
  --save-sass "$out"
