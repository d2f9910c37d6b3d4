// Placeholder so the package builds while the HeroEngine module is written; replaced by its code.
enum HeroEngineModule {}
