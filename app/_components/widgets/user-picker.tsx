'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { filterUserOptions, placeholderKey, statusKey, userOptions, type PickerUser } from '@/lib/domain/user-picker';
import { useComboboxList } from './use-combobox-list';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from './use-media-query';
import styles from './user-picker.module.css';

export { useUserIds, userIdsUrl, type UserIdsParams } from '@/lib/hooks/use-user-ids';

export interface UserPickerProps {
  /** The users to offer; undefined while they load. */
  users: readonly PickerUser[] | undefined;
  /** The chosen UserId, or null. */
  value: string | null;
  /** A pick (or leaving the field with an exact UserId typed) gives its UserId; leaving it blank gives null. */
  onChange: (userId: string | null) => void;
  /** Offer the special user 0 entry ("0 - All"). */
  includeUserZero?: boolean;
  /** The short placeholder 'Id / Name'; by default it follows the viewport (under 992 px). */
  mobile?: boolean;
  /** A visible label; without one the placeholder text names the field. */
  label?: string;
  /** Submits the chosen UserId with a form under this name. */
  name?: string;
  disabled?: boolean;
  /** The field's value is wrong: passed to the input, with the id(s) of the text that says why. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The user picker of docs/product.md#shared-widgets: an editable combobox over "UserId - Name" options, sorted and
 * filtered by lib/domain/user-picker. Typing filters and makes the first match active; the arrows,
 * Home, End, Enter, Escape and the mouse pick. The input shows the chosen user's label when not typing.
 */
export function UserPicker({
  users,
  value,
  onChange,
  includeUserZero = false,
  mobile,
  label,
  name,
  disabled,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: UserPickerProps) {
  const t = useTranslations('userPicker');
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** What the user is typing; null when the input shows the chosen user. */
  const [query, setQuery] = useState<string | null>(null);

  const zeroLabel = includeUserZero ? t('userZero') : undefined;
  const options = useMemo(() => userOptions(users ?? [], zeroLabel), [users, zeroLabel]);
  const shown = useMemo(() => (query === null ? options : filterUserOptions(options, query)), [options, query]);
  const chosen = options.find((option) => option.UserId === value);
  const chosenIndex = shown.findIndex((option) => option.UserId === value);
  const list = useComboboxList({
    count: shown.length,
    chosenIndex,
    onPick: (index) => pick(index),
    onEscape: () => setQuery(null),
  });

  function pick(index: number) {
    const option = shown[index];
    if (!option) return;
    setQuery(null);
    list.close();
    onChange(option.UserId);
  }

  /** Leaving typed text: an exact UserId picks that user, blank text clears, anything else reverts. */
  function leave(text: string) {
    const typed = text.trim().toLowerCase();
    const exact = options.find((option) => option.UserId.toLowerCase() === typed);
    if (exact && exact.UserId !== value) onChange(exact.UserId);
    else if (typed === '' && value !== null) onChange(null);
  }

  // Keep the active option in sight while the arrows move through a long list.
  useEffect(() => {
    if (list.active < 0) return;
    const option = listRef.current?.children[list.active];
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [list.active]);

  const placeholder = t(placeholderKey(mobile ?? narrow));
  const status = statusKey(users === undefined, shown.length);
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={styles.picker}>
      {label ? (
        <label className={styles.label} htmlFor={`${id}-input`}>
          {label}
        </label>
      ) : null}
      <div className={styles.control}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={label ? undefined : placeholder}
          aria-autocomplete="list"
          aria-expanded={list.open}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={list.active >= 0 ? optionId(list.active) : undefined}
          aria-busy={users === undefined || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={query ?? chosen?.label ?? value ?? ''}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setQuery(event.target.value);
            list.show(0);
          }}
          onClick={() => (list.open ? list.close() : list.show(chosenIndex))}
          onKeyDown={list.onKeyDown}
          onBlur={() => {
            if (query !== null) leave(query);
            setQuery(null);
            list.close();
          }}
        />
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
        <div className={styles.popup} hidden={!list.open}>
          <ul
            id={`${id}-listbox`}
            ref={listRef}
            role="listbox"
            aria-label={label ?? placeholder}
            className={styles.listbox}
            // Keeps the focus in the input while the mouse picks.
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((option, index) => (
              <li
                key={option.UserId}
                id={optionId(index)}
                role="option"
                aria-selected={index === list.active}
                className={styles.option}
                data-chosen={option.UserId === value || undefined}
                onClick={() => pick(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {status ? (
            <div role="status" className={styles.status}>
              {t(status)}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
