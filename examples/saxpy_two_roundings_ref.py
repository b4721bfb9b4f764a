import numpy as np
from equiv.ref import kernel, In, InOut, Scalar, i32, f32


@kernel(block=256, grid=lambda n: (n + 255) // 256, symbol="saxpy")
def saxpy_two_roundings(n: Scalar[i32], a: Scalar[f32], x: In[f32, "n"], y: InOut[f32, "n"]):
    return a * x + y                     # refuted under exact: nvcc emits one FFMA; proved with --contract real
