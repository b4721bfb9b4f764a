// Kernel parameters of assorted sizes and alignments (for EIATTR_KPARAM_INFO).
struct Vec3 { float x, y, z; };
extern "C" __global__ void params_mix(char c, short s, double d, Vec3 v, const float *in, float *out) {
  int i = threadIdx.x;
  out[i] = in[i] * v.x + v.y * (float)d + v.z + (float)(c + s);
}
