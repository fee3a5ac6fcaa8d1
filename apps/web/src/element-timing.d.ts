import 'react';

// Element Timing (https://wicg.github.io/element-timing/): the browser reports when an element
// with this attribute was painted; bench:login reads it for the sign-in form's first label.
declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string | undefined;
  }
}
