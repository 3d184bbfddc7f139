import { serveSample, type SampleScope } from './sampleSource';

/** The sample worker: generates and counts a load's sample while the database worker inserts. */
serveSample(globalThis as unknown as SampleScope);
