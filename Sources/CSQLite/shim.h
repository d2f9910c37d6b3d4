#ifndef GESTURETAPE_CSQLITE_SHIM_H
#define GESTURETAPE_CSQLITE_SHIM_H
// SQLite, the store of CoreData's stand-in (Debian: libsqlite3-dev).
#include <sqlite3.h>
#endif
