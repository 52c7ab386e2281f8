import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameCombobox } from './name-combobox';

const NAMES = ['Mercy Eye Care', 'Mercy General Hospital', 'Merced Clinic'];

function Harness({ onPick, options = NAMES }: { onPick(v: string): void; options?: string[] }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <form onSubmit={(e) => e.preventDefault()}>
        <NameCombobox value={value} onChange={setValue} onPick={onPick} options={options} loading={false} />
      </form>
    </MantineProvider>
  );
}

const box = () => screen.getByRole('combobox');
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('the facility-name type-ahead (WAI-ARIA combobox)', () => {
  afterEach(cleanup);
  // jsdom lays nothing out: the active name is brought into view by scrollIntoView, watched here.
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.textContent);
  };
  it('opens on focus when there are names, and its aria-controls names the listbox', () => {
    render(<Harness onPick={() => {}} />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(box().getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toHaveAttribute('hidden');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(NAMES);
  });

  it('moves through the names with the arrow keys, wrapping at both ends, and Enter picks', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.focus(box());
    expect(active()).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(active()).toBe('Merced Clinic');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(active()).toBe('Mercy Eye Care');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(active()).toBe('Mercy General Hospital');
    expect(scrolled).toHaveBeenLastCalledWith('Mercy General Hospital');
    expect(screen.getByRole('option', { name: 'Mercy General Hospital' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Mercy General Hospital');
    // Closed after a pick, with no active option left named.
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape, and a click on a name picks it', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.focus(box());
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Merced Clinic' }));
    expect(onPick).toHaveBeenCalledWith('Merced Clinic');
  });

  it('stays closed with no names, and Enter then submits the search as typed', () => {
    render(<Harness onPick={() => {}} options={[]} />);
    fireEvent.focus(box());
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(box().getAttribute('aria-controls')!)).toHaveAttribute('hidden');
  });
});
