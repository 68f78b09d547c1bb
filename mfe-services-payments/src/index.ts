// The async boundary: Module Federation negotiates shared libraries before any of them is evaluated.
import('./bootstrap');
