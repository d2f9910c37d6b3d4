// Placeholder so the package builds while the HeadlessUI module is written; replaced by its code.
enum HeadlessUIModule {}
