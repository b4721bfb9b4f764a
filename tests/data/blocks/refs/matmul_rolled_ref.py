from equiv.ref import kernel, In, Out, Scalar, i32, f32

GRID = lambda m, n, k: ((n + 15) // 16, (m + 15) // 16)


# C = A @ B over a symbolic inner length k: each element an fsum, read under contract real
@kernel(block=(16, 16), grid=GRID, contract="real")
def matmul_rolled(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"], B: In[f32, "k", "n"],
                  C: Out[f32, "m", "n"]):
    return A @ B


@kernel(block=(16, 16), grid=GRID, contract="real")
def matmul_rolled_skip0(m: Scalar[i32], n: Scalar[i32], k: Scalar[i32], A: In[f32, "m", "k"],
                        B: In[f32, "k", "n"], C: Out[f32, "m", "n"]):
    return A @ B
