// The mini cart's open state (§4), which the header's cart button changes on every page: apart from the steps'
// actions (cartActions), which only the lazily loaded cart code dispatches.

export const toggleMiniCart = () => ({ type: 'cart/toggleMiniCart' as const });
export const openMiniCart = () => ({ type: 'cart/openMiniCart' as const });
export const closeMiniCart = () => ({ type: 'cart/closeMiniCart' as const });
