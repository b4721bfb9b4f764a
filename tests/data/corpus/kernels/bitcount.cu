// Population counts (POPC) against np.bitwise_count.
extern "C" __global__ void popc_u32(int n, const unsigned* x, int* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __popc(x[i]);
}
// wrong against numpy: __popc counts the bits of a negative int's two's complement, np.bitwise_count those
// of its magnitude
extern "C" __global__ void popc_signed(int n, const int* x, int* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __popc(x[i]);
}
