// The stand-alone page needs the same asynchronous boundary as the shell before shared modules are used.
import('./standalone.tsx');
