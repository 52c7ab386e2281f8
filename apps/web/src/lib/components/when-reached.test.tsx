import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lazy-page';
import { WhenReached } from './when-reached';

/** An IntersectionObserver the test drives: `reach()` reports every observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.observed = [];
  }
  static reach() {
    for (const o of FakeObserver.all) {
      const entries = o.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

/** A section whose code is a chunk of its own: the loader counts how often it was asked for. */
function section() {
  const load = vi.fn(() => Promise.resolve({ default: () => <p>The chat</p> }));
  return { load, Section: lazyComponent(load) };
}

describe('WhenReached', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the section place and does not ask for its code until the place comes on screen', async () => {
    const { load, Section } = section();
    render(
      <WhenReached minHeight="300px" testId="rest">
        <Section />
      </WhenReached>,
    );
    const place = screen.getByTestId('rest-place');
    expect(place.style.minHeight).toBe('300px');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('The chat')).toBeNull();

    await act(async () => FakeObserver.reach());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The chat')).toBeInTheDocument();
    expect(screen.queryByTestId('rest-place')).toBeNull();
  });

  it('loads the section on the first scroll, or when the keyboard moves through the page', async () => {
    const scrolled = section();
    const keyed = section();
    render(
      <>
        <WhenReached minHeight="300px">
          <scrolled.Section />
        </WhenReached>
      </>,
    );
    expect(scrolled.load).not.toHaveBeenCalled();
    await act(async () => fireEvent.scroll(document));
    expect(scrolled.load).toHaveBeenCalledTimes(1);

    render(
      <WhenReached minHeight="300px">
        <keyed.Section />
      </WhenReached>,
    );
    // A key that does not move (a letter typed into a field) does not load it; Tab does.
    await act(async () => fireEvent.keyDown(document.body, { key: 'a' }));
    expect(keyed.load).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(document.body, { key: 'Tab' }));
    expect(keyed.load).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByText('The chat')).toHaveLength(2);
  });
});
