import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppShell, TextInput } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { Sidebar } from './sidebar';

/**
 * The first screen is drawn in one commit: nothing on it renders again right after mounting, which
 * on a phone was a long task of its own after React's first commit.
 */
describe('first commit', () => {
  afterEach(cleanup);

  const commits = async (ui: React.ReactNode) => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    await act(async () => {
      render(
        <AppProviders>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Profiler id="probe" onRender={onRender}>
              {ui}
            </Profiler>
          </MemoryRouter>
        </AppProviders>,
      );
    });
    // Effects and what they scheduled but timers have run.
    await act(async () => Promise.resolve());
    return phases;
  };

  it("Mantine's labelled fields keep their first id (no second render for a random one)", async () => {
    const phases = await commits(<TextInput label="Facility name" />);
    expect(phases).toEqual(['mount']);
  });

  it('the sidebar knows the screen width at its first render', async () => {
    const phases = await commits(
      <AppShell navbar={{ width: 240, breakpoint: 'sm' }}>
        <Sidebar mobileOpen={false} onNavigate={() => undefined} onFeedback={() => undefined} />
      </AppShell>,
    );
    expect(phases).toEqual(['mount']);
  });

  it("AppShell is not 'resizing' at mount, and nothing changes once its transition's time is up", async () => {
    // Mantine put data-resizing on the shell at mount and took it off 200 ms later: a render, and
    // every element of the page styled again (patches/@mantine+core+*.patch).
    vi.useFakeTimers();
    try {
      const phases = await commits(
        <AppShell navbar={{ width: 240, breakpoint: 'sm' }}>
          <AppShell.Navbar>nav</AppShell.Navbar>
        </AppShell>,
      );
      expect(document.querySelector('[data-resizing]')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(phases).toEqual(['mount']);
    } finally {
      vi.useRealTimers();
    }
  });
});
