import { fieldOf, isFunction, isObject, messageOf } from './narrow';

describe('what the server reads of a caught value', () => {
  it("reads an Error's message, and any object's", () => {
    expect(messageOf(new Error('the database is down'))).toBe('the database is down');
    expect(messageOf({ message: 'from a render thread' })).toBe('from a render thread');
  });

  it('has no message for what carries none (a string, null, undefined, an object without one)', () => {
    expect(messageOf('refused')).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
    expect(messageOf(undefined)).toBeUndefined();
    expect(messageOf({ code: 'x' })).toBeUndefined();
  });

  it("reads an error's own fields, and nothing of what is not an object", () => {
    const error = Object.assign(new Error('bad input'), { code: 'invalid_input', status: 400 });
    expect(fieldOf(error, 'code')).toBe('invalid_input');
    expect(fieldOf(error, 'status')).toBe(400);
    expect(fieldOf(error, 'brokenBuild')).toBeUndefined();
    expect(fieldOf(null, 'code')).toBeUndefined();
    expect(fieldOf('invalid_input', 'code')).toBeUndefined();
    expect(isObject([])).toBe(true);
    expect(isObject(null)).toBe(false);
    expect(isFunction(() => 1)).toBe(true);
    expect(isFunction({ load: () => 1 })).toBe(false);
  });
});
