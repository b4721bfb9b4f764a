// Inclusive prefix sums of each block's 256 ints (Hillis-Steele): log2(256) = 8 rounds, each reading the
// partner's value, a barrier, the add, a barrier.  Block b scans x[256b .. 256b + 255] on its own.

extern "C" __global__ void block_scan(int nb, const int* __restrict__ x, int* __restrict__ y)
{
    __shared__ int sh[256];
    int t = threadIdx.x;
    sh[t] = x[blockIdx.x * 256 + t];
    __syncthreads();
    for (int off = 1; off < 256; off <<= 1) {
        int v = t >= off ? sh[t - off] : 0;
        __syncthreads();
        sh[t] += v;
        __syncthreads();
    }
    y[blockIdx.x * 256 + t] = sh[t];
}

// wrong: no barrier between reading the partner and adding to one's own slot: thread t may read sh[t - off]
// after thread t - off has already added to it
extern "C" __global__ void block_scan_race(int nb, const int* __restrict__ x, int* __restrict__ y)
{
    __shared__ int sh[256];
    int t = threadIdx.x;
    sh[t] = x[blockIdx.x * 256 + t];
    __syncthreads();
    for (int off = 1; off < 256; off <<= 1) {
        int v = t >= off ? sh[t - off] : 0;
        sh[t] += v;
        __syncthreads();
    }
    y[blockIdx.x * 256 + t] = sh[t];
}

// wrong: t > off skips the partner at distance exactly off (thread off never adds sh[0])
extern "C" __global__ void block_scan_strict(int nb, const int* __restrict__ x, int* __restrict__ y)
{
    __shared__ int sh[256];
    int t = threadIdx.x;
    sh[t] = x[blockIdx.x * 256 + t];
    __syncthreads();
    for (int off = 1; off < 256; off <<= 1) {
        int v = t > off ? sh[t - off] : 0;
        __syncthreads();
        sh[t] += v;
        __syncthreads();
    }
    y[blockIdx.x * 256 + t] = sh[t];
}
