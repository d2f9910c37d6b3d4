// Placeholder so the package builds while the DemoScene module is written; replaced by its code.
enum DemoSceneModule {}
