import { test } from './fixtures';
import { startBenchServer, type BenchServer } from '../../bench/server';

/**
 * The bench's own server for the specs in the calling describe block, in the preact project
 * only: one build is enough, the bench serves both bundles itself. Read `server()` in a test.
 */
export function useBenchServer(): () => BenchServer {
  let server: BenchServer | undefined;
  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'preact', 'runs in the preact project only');
    server = await startBenchServer({ timeout: 15_000 });
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}
