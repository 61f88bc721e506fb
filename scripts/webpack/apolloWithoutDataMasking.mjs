// Stands in for Apollo's data-masking functions where its masking module imports them (see webpack.config.js):
// Apollo calls them only for a client made with `dataMasking: true`, which the storefront never sets.
function dataMaskingIsNotBuiltIn() {
  throw new Error('Data masking is not built into the storefront: create the client without dataMasking');
}

export const maskFragment = dataMaskingIsNotBuiltIn;
export const maskOperation = dataMaskingIsNotBuiltIn;
