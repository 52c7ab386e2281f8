import { useRef, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/**
 * The timeline's year button with its menu of the years that hold requests. A chunk of its own
 * (the menu's positioning and focus handling), loaded when the button is first pressed
 * (dependent-timeline.tsx); it opens at once then.
 */
export function YearMenu({
  year,
  years,
  label,
  onChoose,
}: {
  year: number;
  years: number[];
  label: string;
  onChoose(year: number): void;
}) {
  const [opened, setOpened] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      position="bottom-start"
      withinPortal
      opened={opened}
      onChange={(o) => {
        setOpened(o);
        // Back to the button (the one first pressed was replaced by this one as it loaded).
        if (!o) button.current?.focus();
      }}
      returnFocus={false}
    >
      <Menu.Target>
        <Button
          ref={button}
          variant="outline"
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          aria-label={label}
          data-testid="timeline-year"
        >
          {year}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {years.map((y) => (
          <Menu.Item key={y} onClick={() => onChoose(y)} aria-current={y === year ? 'true' : undefined}>
            {y}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
