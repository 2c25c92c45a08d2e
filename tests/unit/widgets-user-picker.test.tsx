// UserPicker by keyboard: the combobox, its sorted options, moving, picking, closing and filtering.
import { fireEvent, render, screen } from '@testing-library/react';
import { requestJson } from '@/lib/client/http';
import { active, input, key, labels, Picker, SORTED, USERS } from './widgets-user-picker-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
const request = jest.mocked(requestJson);

let scrolled: Element[] = [];
beforeEach(() => {
  request.mockReset();
  scrolled = [];
  Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
    scrolled.push(this);
  });
});

describe('UserPicker', () => {
  it('is a labelled combobox, closed at first, with the placeholder as its name', () => {
    render(<Picker />);
    expect(input()).toHaveAttribute('placeholder', 'UserId / Name');
    expect(screen.getByRole('combobox', { name: 'UserId / Name' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('takes a visible label when given one', () => {
    render(<Picker label="Member" />);
    expect(screen.getByRole('combobox', { name: 'Member' })).toBe(input());
    expect(screen.getByText('Member').tagName).toBe('LABEL');
  });

  it('lists the users sorted by the domain rule, adding the user 0 entry when asked', () => {
    render(<Picker users={USERS.filter((user) => user.UserId !== '0')} includeUserZero />);
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(labels()).toEqual([...SORTED.slice(0, -1), '0 - All']);
  });

  it('moves through the options with the arrows, Home and End, clamped at the ends', () => {
    render(<Picker />);
    key('ArrowDown');
    expect(active()).toBe('boss - Admin');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('boss - Admin');
    key('ArrowDown');
    key('ArrowDown');
    expect(active()).toBe('a10 - Cat');
    key('ArrowUp');
    expect(active()).toBe('a9 - Dan');
    key('End');
    expect(active()).toBe('0 - Zero');
    key('ArrowDown');
    expect(active()).toBe('0 - Zero');
    key('Home');
    expect(active()).toBe('boss - Admin');
    key('ArrowUp');
    expect(active()).toBe('boss - Admin');
  });

  it('opens on ArrowUp at the last option', () => {
    render(<Picker />);
    key('ArrowUp');
    expect(active()).toBe('0 - Zero');
  });

  it('keeps the active option scrolled into view', () => {
    render(<Picker />);
    key('ArrowUp');
    expect(scrolled.at(-1)).toHaveTextContent('0 - Zero');
    key('Home');
    expect(scrolled.at(-1)).toHaveTextContent('boss - Admin');
  });

  it('picks the active option with Enter and shows its label', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(onPick).toHaveBeenCalledWith('a9');
    expect(input()).toHaveValue('a9 - Dan');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('reopens at the chosen user', () => {
    render(<Picker initial="m2" />);
    expect(input()).toHaveValue('m2 - Bob');
    key('ArrowDown');
    expect(active()).toBe('m2 - Bob');
  });

  it('closes on Escape without picking, and lets Enter through when closed', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} initial="m1" />);
    fireEvent.change(input(), { target: { value: 'bo' } });
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('m1');
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('filters by id or name as you type, with the first match active', () => {
    const onPick = jest.fn();
    render(<Picker onPick={onPick} />);
    fireEvent.change(input(), { target: { value: 'A1' } });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(labels()).toEqual(['a10 - Cat']);
    fireEvent.change(input(), { target: { value: 'bo' } });
    expect(labels()).toEqual(['boss - Admin', 'm2 - Bob']);
    expect(active()).toBe('boss - Admin');
    key('ArrowDown');
    key('Enter');
    expect(onPick).toHaveBeenCalledWith('m2');
    expect(input()).toHaveValue('m2 - Bob');
  });

  it("says 'No data.' when nothing matches or there are no users", () => {
    const { unmount } = render(<Picker />);
    fireEvent.change(input(), { target: { value: 'nobody' } });
    expect(screen.getByRole('status')).toHaveTextContent('No data.');
    expect(labels()).toEqual([]);
    unmount();
    render(<Picker users={[]} />);
    key('ArrowDown');
    expect(screen.getByRole('status')).toHaveTextContent('No data.');
  });

  it("says 'Loading...' while the users load", () => {
    render(<Picker loading initial="m1" />);
    expect(input()).toHaveValue('m1');
    expect(input()).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(input());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No data.')).toBeNull();
  });

});
