// In-place ReLU that stores only where it changes something: elements it leaves alone must already hold the
// reference's value (x is InOut), so coverage names the writer where it writes and accepts the rest.

extern "C" __global__ void relu_inplace(int n, float* x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && x[i] < 0.0f)
        x[i] = 0.0f;
}

// wrong: x <= 0 also rewrites -0.0 as +0.0, which the reference keeps (-0.0 < 0 is false)
extern "C" __global__ void relu_inplace_le(int n, float* x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && x[i] <= 0.0f)
        x[i] = 0.0f;
}
