import { createAction } from '@reduxjs/toolkit';

// Plain cart actions (§4), apart from the slice so the thunks can dispatch them without an import cycle.

/** Restores the initial cart state (the mini cart keeps its open/closed state). */
export const resetCart = createAction('cart/reset');
export const beginEditItem = createAction<string>('cart/beginEditItem');
export const endEditItem = createAction('cart/endEditItem');

export const toggleMiniCart = createAction('cart/toggleMiniCart');
export const openMiniCart = createAction('cart/openMiniCart');
export const closeMiniCart = createAction('cart/closeMiniCart');

