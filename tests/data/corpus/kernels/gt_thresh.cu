// y = x > t ? 1 : 0
extern "C" __global__ void gt_thresh(int n, int t, const unsigned* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] > t ? 1 : 0;
}
