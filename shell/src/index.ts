// Async boundary: shared libraries (React, the router, the kit...) are negotiated before any of them is imported.
import('./bootstrap.js');
