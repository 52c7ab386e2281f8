import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

/** One shared server (with demo data) for the journeys; a journey that needs other settings starts its own. */
export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseURL', server.url);
}

export async function teardown() {
  await server?.stop();
}
