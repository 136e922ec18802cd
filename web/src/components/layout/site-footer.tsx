/** The site footer: placeholder until it lands. */
export function SiteFooter() {
  return <footer className="site-footer" />;
}
