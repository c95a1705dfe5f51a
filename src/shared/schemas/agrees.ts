import type { z } from 'zod';

/**
 * Whether a schema's output and a type the server answers are the same shape: each assignable to
 * the other. Types only: nothing of this file reaches a bundle.
 */
export type Agrees<S extends z.ZodType, T> = [z.output<S>] extends [T] ? ([T] extends [z.output<S>] ? true : false) : false;

/**
 * Compiles only while every check in the list is true: `AllAgree<[Agrees<typeof schema, Type>, ...]>`
 * keeps an answer schema (read by the browser) and the answer's type (written by the server) from
 * drifting apart unnoticed.
 */
export type AllAgree<Checks extends readonly true[]> = Checks;
