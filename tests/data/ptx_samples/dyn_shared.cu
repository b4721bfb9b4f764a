// Dynamic (extern) shared memory and a C++ (mangled) kernel name.
extern __shared__ float dyn[];

__global__ void dyn_reverse(float *x, int n)
{
    int t = threadIdx.x;
    if (t < n) dyn[t] = x[t];
    __syncthreads();
    if (t < n) x[t] = dyn[n - 1 - t];
}
