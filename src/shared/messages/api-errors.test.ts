import { describe, expect, it } from 'vitest';
import { messageForStatus } from './api-errors';

describe('messages for failed calls', () => {
  it.each([
    [400, 'Colours is required', 'Colours is required'],
    [400, undefined, "Upload product was denied. Something's wrong with the submission. Please try refreshing app and clearing cache."],
    [400, '  ', "Upload product was denied. Something's wrong with the submission. Please try refreshing app and clearing cache."],
    [500, 'boom', "Upload product failed. Something's wrong with the server. Please retry or Contact administrator"],
    [409, 'Already in progress', 'Already in progress'],
    [0, undefined, 'Failed to fetch'],
  ])('status %i with body %j reads %j', (status, body, expected) => {
    expect(messageForStatus('Upload product', status, body, 'Failed to fetch')).toBe(expected);
  });
});
