#!/bin/bash
# Architecture counts for apps/api/src. Run from the repo root.
cd apps/api/src
echo "ORM/schema value imports in module files that are not repositories:"
grep -lE "^import \{[^}]*\} from '(drizzle-orm[^']*|[./]*db/schema[^']*)'|^export \{[^}]*\} from '[./]*db/schema'" -r modules --include=*.ts | grep -v '\.test\.ts' | grep -vE 'repository\.ts$' | wc -l
echo "  (incl. type-only imports):"
grep -lE "from '(drizzle-orm[^']*|[./]*db/schema[^']*)'" -r modules --include=*.ts | grep -v '\.test\.ts' | grep -vE 'repository\.ts$' | wc -l
echo "Deep cross-module imports (not through modules/<name>/index.ts):"
grep -rnoE "from '(\.\./)+[^']+'" modules --include=*.ts | grep -v '\.test\.ts' | python3 -c "
import sys,os,re
n=0
for line in sys.stdin:
    f,_,imp=line.split(':',2)
    p=re.search(r\"'([^']+)'\",imp).group(1)
    t=os.path.normpath(os.path.join(os.path.dirname(f),p)).split('/')
    if t[0]!='modules' or len(t)<3 or t[1]==f.split('/')[1]: continue
    if len(t)==3 and t[2]=='index': continue
    n+=1
print(n)"
echo "Module-level cycles (modules/<a> -> modules/<b> -> ... -> <a>):"
grep -rnoE "from '(\.\./)+[^']+'" modules --include=*.ts | grep -v '\.test\.ts' | python3 -c "
import sys,os,re
g={}
for line in sys.stdin:
    f,_,imp=line.split(':',2)
    p=re.search(r\"'([^']+)'\",imp).group(1)
    t=os.path.normpath(os.path.join(os.path.dirname(f),p)).split('/')
    a=f.split('/')[1]
    if t[0]=='modules' and len(t)>=2 and t[1]!=a and a!='index.ts': g.setdefault(a,set()).add(t[1])
cyc=set()
def dfs(start,node,path):
    for n in g.get(node,()):
        if n==start: cyc.add(tuple(sorted(path)))
        elif n not in path and len(path)<6: dfs(start,n,path+[n])
for m in g: dfs(m,m,[m])
print(len(cyc), sorted(cyc))"
echo "Non-route module/service files that take a FastifyRequest:"
grep -rlE "FastifyRequest" --include=*.ts modules | grep -v '\.test\.ts' | grep -vE 'routes\.ts$' | wc -l
