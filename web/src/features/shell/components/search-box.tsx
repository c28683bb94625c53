import { CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch, IconSettingsSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './search-box.module.css';

/** SPEC.md: the box narrows again 2 seconds after it loses focus. */
export const narrowAfterBlurMs = 2_000;

const manageEventOption = 'manage-event';

type SearchBoxProps = {
  /** In the header the box widens on focus; in the mobile drawer it always fills the width. */
  variant?: 'header' | 'drawer';
  /** Called after the search navigates, so the drawer can close. */
  onNavigate?: () => void;
};

/**
 * Searches the platform: Enter searches for the text, and the suggestion "Manage Event: {text}"
 * goes straight to managing the event of that name.
 */
export function SearchBox({ variant = 'header', onNavigate }: SearchBoxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isWide, setIsWide] = useState(false);
  const narrowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const query = text.trim();

  useEffect(() => () => clearTimeout(narrowTimer.current), []);

  const go = (href: string) => {
    combobox.closeDropdown();
    inputRef.current?.blur();
    navigate(href);
    onNavigate?.();
  };

  const onSubmit = (event: FormEvent) => {
    // Enter with the suggestion highlighted never gets here: the combobox takes that key.
    event.preventDefault();
    if (query) go(paths.platform.search.getHref(query));
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={classes.form}
      data-variant={variant}
      data-wide={isWide || undefined}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={(option) => {
          if (option === manageEventOption && query) {
            go(paths.platform.search.getManageEventHref(query));
          }
        }}
        withinPortal={variant === 'header'}
      >
        <Combobox.Target>
          <TextInput
            ref={inputRef}
            type="search"
            aria-label="Search"
            placeholder="Search events"
            radius="xl"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              text ? (
                <CloseButton
                  size="sm"
                  aria-label="Clear search"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setText('');
                    combobox.closeDropdown();
                    inputRef.current?.focus();
                  }}
                />
              ) : null
            }
            value={text}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              // Nothing to suggest for blank text.
              if (value.trim()) combobox.openDropdown();
              else combobox.closeDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => {
              clearTimeout(narrowTimer.current);
              setIsWide(true);
              if (query) combobox.openDropdown();
            }}
            onBlur={() => {
              combobox.closeDropdown();
              narrowTimer.current = setTimeout(() => setIsWide(false), narrowAfterBlurMs);
            }}
            classNames={{ input: classes.input }}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label="Search suggestions">
            <Combobox.Option value={manageEventOption}>
              <Group gap="xs" wrap="nowrap">
                <IconSettingsSearch size={16} aria-hidden />
                <Text size="sm" truncate>
                  Manage Event: {query}
                </Text>
              </Group>
            </Combobox.Option>
          </Combobox.Options>
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              Press Enter to search for “{query}”
            </Text>
          </Combobox.Footer>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  );
}
