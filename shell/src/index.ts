// Federation needs an asynchronous boundary before any shared module is used, so the app starts one import later.
import('./bootstrap.tsx');
