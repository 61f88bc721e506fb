import type { Action, Dispatch } from 'redux';

/**
 * The action creators of one async step's stages (§4 "request then receive"): `request`, then `receive` with the
 * step's result, or `fail` — received with the Error it ended with, flagged `error: true` as a Flux standard action
 * (what the unhandled-error middleware looks for). `stages<Result>()('cart/addItem')`.
 */
export function stages<Result = void>() {
  return <Step extends string>(step: Step) => ({
    request: () => ({ type: `${step}/request` as const }),
    receive: (result: Result) => ({ type: `${step}/receive` as const, payload: result, error: false as const }),
    fail: (error: unknown) => ({ type: `${step}/receive` as const, payload: error, error: true as const })
  });
}

/** The union of the actions a module (or object) of action creators makes, stage creators included. */
export type ActionsOf<Creators> = {
  [Name in keyof Creators]: Creators[Name] extends (...args: never[]) => infer Made ? Made : ActionsOf<Creators[Name]>;
}[keyof Creators];

interface Stages<Result> {
  request(): Action;
  receive(result: Result): Action;
  fail(error: unknown): Action;
}

/**
 * Runs a step between its stages: request, then receive with the result. A failure is received (for the slice to
 * store) and rethrown, so the caller that awaits the step hears of it too.
 */
export async function runInStages<Result>(dispatch: Dispatch, step: Stages<Result>, run: () => Promise<Result>): Promise<Result> {
  dispatch(step.request());
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    dispatch(step.fail(error));
    throw error;
  }
  dispatch(step.receive(result));
  return result;
}
