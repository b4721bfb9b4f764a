import numpy as np
from equiv.ref import kernel, In, Out, Scalar, i32, f32

G = lambda rows: (rows + 127) // 128


@kernel(block=128, grid=G, contract="real")
def row_var8(rows: Scalar[i32], x: In[f32, "rows", 8], v: Out[f32, "rows"], sd: Out[f32, "rows"]):
    return {"v": x.var(axis=1), "sd": np.std(x, axis=1)}


@kernel(block=128, grid=G, contract="real")
def row_var8_sample(rows: Scalar[i32], x: In[f32, "rows", 8], v: Out[f32, "rows"], sd: Out[f32, "rows"]):
    return {"v": x.var(axis=1), "sd": np.std(x, axis=1)}
