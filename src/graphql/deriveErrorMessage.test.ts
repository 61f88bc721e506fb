import { deriveErrorMessage } from './deriveErrorMessage';

describe('deriveErrorMessage', () => {
  it("joins GraphQL messages, else plain messages, with ', ' and skips empty entries", () => {
    const graphQLError = { message: 'ignored', graphQLErrors: [{ message: 'First' }, { message: 'Second' }] };
    expect(deriveErrorMessage([graphQLError, null, new Error('Network down'), undefined])).toBe('First, Second, Network down');
    expect(deriveErrorMessage([{ message: 'Plain', graphQLErrors: [] }])).toBe('Plain');
    expect(deriveErrorMessage([])).toBe('');
  });
});
