// Browser half of the bench: filled in with the views (requestAnimationFrame smoothness).
export async function browserBench(): Promise<string[]> {
  return [];
}
