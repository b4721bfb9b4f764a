// Integer division and remainder by a kernel parameter: ptxas's MUFU.RCP-based sequence
// (semantics/isa/sass/intdiv_lowering.py), unsigned and signed, alone and together.
extern "C" __global__ void udivw(int n, unsigned w, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / w;
}

extern "C" __global__ void umodw(int n, unsigned w, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] % w;
}

// quotient and remainder from one division: digits of x in base w
extern "C" __global__ void udivmodw(int n, unsigned w, const unsigned* x, unsigned* q, unsigned* r)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        q[i] = x[i] / w;
        r[i] = x[i] % w;
    }
}

// C's signed / and % truncate toward zero
extern "C" __global__ void sdivw(int n, int w, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / w;
}

extern "C" __global__ void smodw(int n, int w, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] % w;
}

// wrong: the reference wants numpy's floor division; C's / truncates (differs for negative x)
extern "C" __global__ void sdivw_floor(int n, int w, const int* x, int* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / w;
}

// wrong: divides by w + 1 (an off-by-one divisor)
extern "C" __global__ void udivw_off(int n, unsigned w, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = x[i] / (w + 1);
}

// wrong: the remainder of the divisor by the element (operands swapped)
extern "C" __global__ void umodw_swapped(int n, unsigned w, const unsigned* x, unsigned* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = w % x[i];
}
