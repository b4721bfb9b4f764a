// Block sums with dynamically sized shared memory (extern __shared__, sized at launch) and a halving loop
// that starts from blockDim.x / 2: the shared window's base comes from SR_CgaCtaId on sm_90 and later.

extern "C" __global__ void block_sum_dyn(int n, const float* __restrict__ x, float* __restrict__ out)
{
    extern __shared__ float s[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}

// wrong: the barrier after each halving step is missing, so a thread reads s[t + k] while another warp
// may still be writing it
extern "C" __global__ void block_sum_dyn_nosync(int n, const float* __restrict__ x, float* __restrict__ out)
{
    extern __shared__ float s[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
    }
    if (t == 0)
        out[blockIdx.x] = s[0];
}
