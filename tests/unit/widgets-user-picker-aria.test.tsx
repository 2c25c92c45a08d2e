// UserPicker in a form with an error: the caller's aria-invalid and aria-describedby reach the input,
// so a screen reader hears that the field is wrong and why.
import { render, screen } from '@testing-library/react';
import { requestJson } from '@/lib/client/http';
import { input, Picker } from './widgets-user-picker-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));

beforeEach(() => {
  jest.mocked(requestJson).mockReset();
});

describe('UserPicker aria props', () => {
  it('marks the input invalid and describes it by the error text', () => {
    render(
      <>
        <Picker label="Member" aria-invalid aria-describedby="member-error" />
        <p id="member-error">Choose a member.</p>
      </>,
    );
    const field = screen.getByRole('combobox', { name: 'Member' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'member-error');
    expect(field).toHaveAccessibleDescription('Choose a member.');
  });

  it('names several ids in aria-describedby as given', () => {
    render(<Picker aria-invalid aria-describedby="hint problem" />);
    expect(input()).toHaveAttribute('aria-describedby', 'hint problem');
  });

  it('leaves both off without an error, and with aria-invalid false', () => {
    const { rerender } = render(<Picker />);
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).not.toHaveAttribute('aria-describedby');
    rerender(<Picker aria-invalid={false} />);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the combobox attributes of its own beside them', () => {
    render(<Picker label="Agent" aria-invalid aria-describedby="agent-error" />);
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});
