/** Sample sizes a person can choose; constants only, so the screen does not bundle faker. */
export const sampleSizes = [100, 10_000, 100_000, 1_000_000] as const;
export type SampleSize = (typeof sampleSizes)[number];
export const defaultSampleSize: SampleSize = 100;
export const defaultSeed = 20_260_101;
export const maxSampleSize = 1_000_000;
